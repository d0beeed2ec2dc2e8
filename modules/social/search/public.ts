// The search area's part of the social module's public surface (re-exported by ../index.ts).
// The assistant (issue 19) finds its knowledge with the same index.
export { type KnowledgeItem, anyWordExpression, assistantKnowledge } from './knowledge.server'
