// The friends area's part of the social module's public surface (re-exported by ../index.ts).
export { type FriendshipState, friendshipState } from './friends.server'
