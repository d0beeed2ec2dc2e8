// A run-time error the program raised on purpose (division by zero, bad index…), with its Portugol line.
import type { Params } from '../messages'

export class PortugolRuntimeError extends Error {
  constructor(
    readonly code: string,
    readonly line: number,
    readonly params: Params = {},
  ) {
    super(code)
  }
}

export function fail(code: string, line: number, params: Params = {}): never {
  throw new PortugolRuntimeError(code, line, params)
}
