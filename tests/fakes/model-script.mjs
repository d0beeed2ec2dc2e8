// What the local model server answers in the e2e suite (tests/e2e/serve.mjs starts it and points
// OPENAI_BASE_URL at it). A fake model, so its answers are rules a test can predict: a structured-output request
// goes to the rule registered under its schema name; anything else is echoed. Add a rule per schema here.
import { authoringRules } from './authoring-rules.mjs'
import { gradingRules } from './grading-rules.mjs'
import { echoHandler } from './model-server.mjs'

/** schema name → (body) => answer. */
export const jsonRules = {}
// AI grading (modules/assistant/grading).
Object.assign(jsonRules, gradingRules)
// AI-created math exercises (modules/assistant/authoring).
Object.assign(jsonRules, authoringRules)

export function e2eModelHandler(body) {
  const schema = body.response_format?.json_schema?.name
  if (schema && jsonRules[schema]) return jsonRules[schema](body)
  return echoHandler(body)
}
