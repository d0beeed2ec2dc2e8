// The profile area's part of the social module's public surface (re-exported by ../index.ts).
// The profile edit page (modules/account/routes/user-edit.tsx) saves through these.
export { type EditIntent, handleProfileEdit, isEditIntent } from './edit-actions.server'
export { type ProfileEditData, profileEditData } from './edit.server'
export { setProfileNotice, takeProfileNotice } from './flash.server'
export { PICTURE_MAX_BYTES } from './picture.server'
