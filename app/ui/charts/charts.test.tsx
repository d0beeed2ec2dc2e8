import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BAR_BOX } from './bar'
import { BarChart, LineChart, barGeometry, lineGeometry, linear, niceMax, ticks } from './index'
import { LINE_BOX } from './line'

describe('scales', () => {
  it('rounds the top of the axis up to 1, 2, 2.5 or 5 × 10^k', () => {
    expect(niceMax(0)).toBe(1)
    expect(niceMax(-3)).toBe(1)
    expect(niceMax(Number.NaN)).toBe(1)
    expect(niceMax(1)).toBe(1)
    expect(niceMax(7)).toBe(10)
    expect(niceMax(13)).toBe(20)
    expect(niceMax(210)).toBe(250)
    expect(niceMax(480)).toBe(500)
    expect(niceMax(501)).toBe(1000)
  })

  it('spaces the ticks evenly from 0 to the top', () => {
    expect(ticks(500, 4)).toEqual([0, 125, 250, 375, 500])
    expect(ticks(1, 2)).toEqual([0, 0.5, 1])
    expect(ticks(10, 0)).toEqual([0, 10])
  })

  it('maps values onto a range that may run backwards, clamping outside values', () => {
    const y = linear(100, 150, 10)
    expect(y(0)).toBe(150)
    expect(y(100)).toBe(10)
    expect(y(50)).toBe(80)
    expect(y(-5)).toBe(150)
    expect(y(1000)).toBe(10)
    expect(linear(0, 0, 100)(0)).toBe(0)
  })
})

describe('lineGeometry', () => {
  it('draws the values from the left edge to the right edge, highest at the top of the nice scale', () => {
    const g = lineGeometry([0, 50, 100])
    expect(g.top).toBe(100)
    expect(g.baseline).toBe(LINE_BOX.height - LINE_BOX.bottom)
    expect(g.points.map((p) => p.x)).toEqual([LINE_BOX.left, 194, LINE_BOX.width - LINE_BOX.right])
    expect(g.points.map((p) => p.y)).toEqual([g.baseline, (g.baseline + LINE_BOX.top) / 2, LINE_BOX.top])
    expect(g.path).toBe(`M40 ${g.baseline} L194 83 L348 12`)
    expect(g.area).toBe(`${g.path} L348 ${g.baseline} L40 ${g.baseline} Z`)
    expect(g.yTicks.map((t) => t.value)).toEqual([0, 25, 50, 75, 100])
    expect(g.yTicks[0].y).toBe(g.baseline)
    expect(g.yTicks[4].y).toBe(LINE_BOX.top)
  })

  it('puts a single value in the middle and draws nothing without values', () => {
    expect(lineGeometry([7]).points[0].x).toBe(194)
    const empty = lineGeometry([])
    expect(empty.path).toBe('')
    expect(empty.area).toBe('')
    expect(empty.points).toEqual([])
    expect(empty.top).toBe(1)
  })

  it('keeps a flat zero line on the axis', () => {
    const g = lineGeometry([0, 0, 0])
    expect(new Set(g.points.map((p) => p.y))).toEqual(new Set([g.baseline]))
  })
})

describe('barGeometry', () => {
  it('gives each value a row, its length on the nice scale, and a sliver for a zero', () => {
    const g = barGeometry([5, 0, 10])
    const track = BAR_BOX.width - BAR_BOX.valueWidth
    expect(g.top).toBe(10)
    expect(g.height).toBe(3 * BAR_BOX.row)
    expect(g.bars.map((b) => b.width)).toEqual([track / 2, 2, track])
    expect(g.bars.map((b) => b.y)).toEqual([20, 56, 92])
    for (const b of g.bars) {
      expect(b.labelY).toBeLessThan(b.y)
      expect(b.y + b.height).toBeLessThanOrEqual(g.height)
      expect(b.valueX).toBeGreaterThan(track)
    }
  })

  it('is empty without values', () => {
    expect(barGeometry([])).toEqual({ bars: [], height: 0, top: 1 })
  })
})

describe('the components', () => {
  const frame = {
    caption: 'XP',
    summary: 'XP went from 10 to 40',
    columns: ['Week', 'XP'] as [string, string],
  }

  it('renders a labelled figure with the SVG named by the summary and every number in a hidden table', () => {
    const html = renderToStaticMarkup(
      <LineChart
        id="xp"
        {...frame}
        values={[10, 20, 40]}
        labels={['a', 'b', 'c']}
        format={(v) => `${v} XP`}
      />,
    )
    expect(html).toContain('<figure class="chart chart--line" aria-labelledby="xp-caption">')
    expect(html).toContain('<figcaption id="xp-caption">XP</figcaption>')
    expect(html).toContain('role="img" aria-label="XP went from 10 to 40"')
    expect(html).toContain('<th scope="row">b</th><td>20 XP</td>')
    expect(html).toContain(`d="${lineGeometry([10, 20, 40]).path}"`)
    // The CSP forbids style attributes: classes only.
    expect(html).not.toContain('style=')
  })

  it('says the empty message instead of an empty drawing', () => {
    const html = renderToStaticMarkup(
      <BarChart id="solved" {...frame} values={[]} labels={[]} empty="Nothing solved yet" />,
    )
    expect(html).toContain('<p class="chart-empty">Nothing solved yet</p>')
    expect(html).not.toContain('<svg')
  })

  it('draws one bar per label with its value', () => {
    const html = renderToStaticMarkup(
      <BarChart id="s" {...frame} values={[3, 0]} labels={['Grafos', 'Strings']} />,
    )
    expect(html.match(/class="chart-bar/g)).toHaveLength(2)
    expect(html).toContain('chart-bar chart-bar--zero')
    expect(html).toContain('>Grafos</text>')
    expect(html).toContain('<th scope="row">Strings</th><td>0</td>')
    expect(html).not.toContain('style=')
  })
})
