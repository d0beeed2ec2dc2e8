// Types of migration 0021-judge-claims (issue 25): a submission held by a judge worker over HTTP, with its
// token and lease (modules/judge/remote). `Database` in schema.ts lists it.
export interface JudgeClaimsTable {
  submission_id: number
  /** 32 random bytes, hex: the worker shows it with each heartbeat and its verdict. */
  token: string
  worker: string
  /** The submission's judge_started_at for this pick-up (saveVerdict's condition). */
  started_at: string
  lease_expires_at: string
}

export interface JudgeClaimTables {
  judge_claims: JudgeClaimsTable
}
