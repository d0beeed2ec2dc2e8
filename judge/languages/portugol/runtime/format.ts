// Values as Portugol Studio prints them: reals like Java's Double.toString (3.0, 0.1, 1.0E7, 1.0E-4).

export function formatReal(x: number): string {
  if (Number.isNaN(x)) return 'NaN'
  if (x === Number.POSITIVE_INFINITY) return 'Infinity'
  if (x === Number.NEGATIVE_INFINITY) return '-Infinity'
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0'
  const abs = Math.abs(x)
  if (abs >= 1e-3 && abs < 1e7) {
    // JavaScript also prints the shortest digits that read back as the same double.
    const s = String(x)
    return s.includes('.') ? s : `${s}.0`
  }
  const [mantissa, exponent] = x.toExponential().split('e')
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${exponent.replace('+', '')}`
}

export function formatBool(b: boolean): string {
  return b ? 'verdadeiro' : 'falso'
}
