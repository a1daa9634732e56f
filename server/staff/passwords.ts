import { hash, verify, type Algorithm } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'
import { NewPasswordSchema } from '#schemas/staff.ts'

/** argon2id (Algorithm.Argon2id; a const enum, so its value is written out) with OWASP's parameters. */
const ARGON2ID = 2 as Algorithm
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword({
  hash: hashed,
  password,
}: {
  hash: string
  password: string
}) {
  return verify(hashed, password).catch(() => false)
}

/** zxcvbn-ts's list of the ~49,000 most common passwords (from leaked password dumps). */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()))

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase())
}

/** The reason a new password is refused, or null when it is acceptable. */
export function newPasswordProblem(password: string): string | null {
  const parsed = NewPasswordSchema.safeParse(password)
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Choose another password'
  if (isCommonPassword(password)) {
    return 'This password is in a list of common passwords; choose another'
  }
  return null
}
