import { z } from 'zod'
import { birthdate, email } from '../schemas'

// The guardian page's and the birth-date question's forms (client-safe). Messages are keys of the age namespace.

export const guardianFormSchema = z.object({ guardianEmail: email })

/** The one-time question: the date, and the guardian's address that under 14 needs (the server decides the age). */
export const birthdateFormSchema = z.object({ birthdate, guardianEmail: email.optional() })
