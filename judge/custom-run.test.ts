import { describe, expect, it } from 'vitest'
import { CUSTOM_OUTPUT_CAP, runCustom } from './custom-run'

const limits = { timeMs: 1000, memoryMiB: 64 }
const DOUBLE =
  '#include <stdio.h>\nint main(){long a;while(scanf("%ld",&a)==1)printf("%ld\\n",2*a);return 0;}\n'

describe('runCustom (C through the real sandbox)', () => {
  it('runs the program on the given input and reports its output, time and memory', async () => {
    const report = await runCustom({ language: 'c', code: DOUBLE, input: '3 21\n', limits })
    expect(report).toMatchObject({ status: 'ok', stdout: '6\n42\n', compilationMessage: null })
    expect(report.cpuMs).toBeGreaterThanOrEqual(0)
    expect(report.memoryKiB).toBeGreaterThan(0)
  })

  it('says why a run ended early: compilation error, time limit, run-time error', async () => {
    const broken = await runCustom({ language: 'c', code: 'int main( {', input: '', limits })
    expect(broken.status).toBe('compilation_error')
    expect(broken.compilationMessage).toMatch(/error/)
    const loop = await runCustom({ language: 'c', code: 'int main(){for(;;);}', input: '', limits })
    expect(loop.status).toBe('time_limit_exceeded')
    const crash = await runCustom({ language: 'c', code: 'int main(){return 3;}', input: '', limits })
    expect(crash.status).toBe('run_time_error')
  })

  it('stops a program that prints without end at the output cap', async () => {
    const flood = await runCustom({
      language: 'c',
      code: '#include <stdio.h>\nint main(){for(;;)putchar(120);}',
      input: '',
      limits,
    })
    expect(flood.status).toBe('output_limit_exceeded')
    expect(flood.stdout.length).toBeLessThanOrEqual(CUSTOM_OUTPUT_CAP)
  })
})
