import { db } from '~/db/client.server'

// Who wants reminders before live events, and by mail too (issue 22). No row: no reminders.

export interface ReminderPreferences {
  reminders: boolean
  mail: boolean
}

export async function reminderPreferences(userId: number): Promise<ReminderPreferences> {
  const row = await db
    .selectFrom('live_preferences')
    .select(['reminders', 'reminder_mail'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return { reminders: !!row?.reminders, mail: !!row?.reminders && !!row?.reminder_mail }
}

/** Mail only goes with reminders on: choosing mail alone turns both on. */
export async function setReminderPreferences(userId: number, prefs: ReminderPreferences): Promise<void> {
  const reminders = prefs.reminders || prefs.mail ? 1 : 0
  const values = { reminders, reminder_mail: prefs.mail ? 1 : 0 }
  await db
    .insertInto('live_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute()
}
