// The feedbacks area's part of the social module's public surface (re-exported by ../index.ts).
export { feedbackCount } from './count.server'
export {
  type FeedbackDetail,
  type FeedbackPage,
  type FeedbackSummary,
  feedbackFor,
  isFeedbackStaff,
  listFeedbacks,
} from './feedbacks.server'
