// The profile area's part of the social module's public surface (re-exported by ../index.ts).
// The profile edit page (modules/account/routes/user-edit.tsx) saves through these.
export {
  EDIT_INTENTS,
  type EditIntent,
  type EditNotice,
  type EditOutcome,
  handleProfileEdit,
  isEditIntent,
} from './edit-actions.server'
export { type ProfileEditData, profileEditData } from './edit.server'
export { setProfileNotice, takeProfileNotice } from './flash.server'
export { PICTURE_MAX_BYTES } from './picture.server'
export { findProfileUser, type ProfileUser } from './profile.server'
