import { fieldId } from '#app/components/error-summary.tsx'
import { FormField } from '#app/components/form-field.tsx'
import { useLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill, type MessagesOf } from '#app/i18n/messages.ts'
import type { AccountHome } from '#schemas/customer-accounts.ts'
import type { accountMessages } from './account.messages.ts'
import { AnswerNotice, errorOf, valueOf } from './answer-notice.tsx'
import type { AccountAnswer } from './answer.ts'
import { PasskeysSection } from './passkeys-section.tsx'
import type { passkeyMessages } from './passkeys.messages.ts'

type Texts = MessagesOf<typeof accountMessages>

const INVITE_FORM = 'invite'

/** A signed-in customer's home: their company, its people, and (for owners) inviting. */
export function AccountHomeView({
  texts,
  passkeyTexts,
  home,
  answer,
}: {
  texts: Texts
  passkeyTexts: MessagesOf<typeof passkeyMessages>
  home: AccountHome
  answer: AccountAnswer | undefined
}) {
  const to = useLocalizedPath()
  const language = useLanguage()
  const { person, company } = home
  const isOwner = person.companyRole === 'owner'
  const inviteId = (field: string) => fieldId(INVITE_FORM, field)
  return (
    <div className="account-home">
      <div className="account-card account-summary">
        <div>
          <h2 className="account-company">{company.name}</h2>
          <p className="account-kind">{texts[company.kind]}</p>
          <p>{fill(texts.signedInAs, { name: person.name, email: person.email })}</p>
        </div>
        <form method="post" action={to('/account')}>
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className="button button--outline">
            {texts.signOut}
          </button>
        </form>
      </div>

      <div className="account-columns">
        <section className="account-card" aria-labelledby="people-title">
          <h2 id="people-title">{fill(texts.peopleHeading, { company: company.name })}</h2>
          <AnswerNotice
            answer={answer}
            intent="remove"
            form="remove"
            fields={[]}
            okTitle={texts.doneTitle}
            refusedTitle={texts.notSentTitle}
          />
          <ul className="account-people">
            {company.people.map((colleague) => (
              <li key={colleague.id}>
                <div>
                  <strong>{colleague.name}</strong>
                  {colleague.id === person.id ? ` (${texts.you})` : null}
                  <br />
                  <span className="account-people__email">{colleague.email}</span>
                  <br />
                  <span className="account-people__role">
                    {texts[colleague.companyRole]}
                    {colleague.signedIn ? null : ` · ${texts.notSignedInYet}`}
                  </span>
                </div>
                {isOwner && colleague.id !== person.id ? (
                  <form method="post" action={to('/account')}>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="person" value={colleague.id} />
                    <button
                      type="submit"
                      className="button button--outline"
                      aria-label={fill(texts.removeLabel, { name: colleague.name })}
                    >
                      {texts.remove}
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        {isOwner ? (
          <form
            className="form-card"
            method="post"
            action={to('/account')}
            noValidate
            aria-labelledby="invite-title"
          >
            <h2 id="invite-title">{texts.inviteHeading}</h2>
            <AnswerNotice
              answer={answer}
              intent="invite"
              form={INVITE_FORM}
              fields={['name', 'email', 'language']}
              okTitle={texts.doneTitle}
              refusedTitle={texts.notSentTitle}
            />
            <p className="form-note">{texts.inviteLead}</p>
            <input type="hidden" name="intent" value="invite" />
            <FormField
              id={inviteId('name')}
              label={texts.colleagueNameLabel}
              name="name"
              required
              defaultValue={valueOf(answer, 'invite', 'name')}
              error={errorOf(answer, 'invite', 'name')}
            />
            <FormField
              id={inviteId('email')}
              label={texts.emailLabel}
              name="email"
              type="email"
              required
              defaultValue={valueOf(answer, 'invite', 'email')}
              error={errorOf(answer, 'invite', 'email')}
            />
            <div className="field">
              <label htmlFor={inviteId('language')}>{texts.languageLabel}</label>
              <select id={inviteId('language')} name="language" defaultValue={language}>
                <option value="en">{texts.english}</option>
                <option value="bn" lang="bn">
                  {texts.bangla}
                </option>
              </select>
            </div>
            <button type="submit" className="button button--accent">
              {texts.sendInvitation}
            </button>
          </form>
        ) : null}
      </div>

      <PasskeysSection
        texts={passkeyTexts}
        accountTexts={texts}
        passkeys={home.passkeys}
        answer={answer}
      />
    </div>
  )
}
