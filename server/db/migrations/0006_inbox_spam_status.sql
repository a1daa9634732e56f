-- Submissions stored before the staff inbox existed: honeypot hits start out as spam.
UPDATE "contact_messages" SET "status" = 'spam' WHERE "is_spam";--> statement-breakpoint
UPDATE "job_applications" SET "status" = 'spam' WHERE "is_spam";--> statement-breakpoint
UPDATE "quote_requests" SET "status" = 'spam' WHERE "is_spam";
