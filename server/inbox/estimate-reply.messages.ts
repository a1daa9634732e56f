/**
 * The reply that answers a quote request with its instant estimate (issue 41), in the language
 * the visitor wrote in; the clerk edits it before sending. Glossary: docs/bangla-glossary.md.
 */
import { defineMessages } from '#domain/messages.ts'

export const estimateReplyMessages = defineMessages({
  en: {
    greeting: 'Dear {name},',
    intro:
      'Thank you for your quote request {reference}. Our price for your cargo from {origin} to {destination} ({routing}), {transit} in transit:',
    line: '- {charge} ({side}): {amount}',
    'side.origin': 'at origin',
    'side.main-carriage': 'main carriage',
    'side.destination': 'at destination',
    total: 'All-in total: {amount}',
    totalWithTaka: 'All-in total: {amount} (about {taka})',
    taka: 'BDT {amount}',
    transitDay: '1 day',
    transitDays: '{days} days',
    valid: 'The rate is valid from {from} to {to}.',
    excluded: 'Not included: {excluded}.',
    closing: 'Reply to this email to book, or with any question.',
  },
  bn: {
    greeting: 'প্রিয় {name},',
    intro:
      'আপনার কোটেশনের অনুরোধ {reference}-এর জন্য ধন্যবাদ। {origin} থেকে {destination} পর্যন্ত ({routing}) আপনার কার্গোর দর, ট্রানজিট {transit}:',
    line: '- {charge} ({side}): {amount}',
    'side.origin': 'উৎসে',
    'side.main-carriage': 'মূল পরিবহন',
    'side.destination': 'গন্তব্যে',
    total: 'সব খরচসহ মোট: {amount}',
    totalWithTaka: 'সব খরচসহ মোট: {amount} (প্রায় {taka})',
    taka: '{amount} টাকা',
    transitDay: '১ দিন',
    transitDays: '{days} দিন',
    valid: 'রেট {from} থেকে {to} পর্যন্ত কার্যকর।',
    excluded: 'যা ধরা হয়নি: {excluded}।',
    closing: 'বুক করতে বা কোনো প্রশ্ন থাকলে এই ইমেইলের উত্তর দিন।',
  },
})
