// The judge queue lives in the submissions table (in_queue → judging → verdict). Owned by the queue work;
// services call wakeJudge() after inserting an in_queue row so the dispatcher picks it up at once.
export function wakeJudge(): void {}
