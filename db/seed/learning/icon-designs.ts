import type { IconDesign } from './types'

// One geometric icon per course, in the course's colour (no text: the title sits beside it).

/** A path of stepping stones climbing to a goal: the beginner's trail. */
export const INTRO_ICON: IconDesign = {
  background: '#0f8b7d',
  layers: [
    { shape: { kind: 'line', x1: 130, y1: 470, x2: 250, y2: 375, width: 16 }, colour: '#7fd6c8' },
    { shape: { kind: 'line', x1: 250, y1: 375, x2: 355, y2: 405, width: 16 }, colour: '#7fd6c8' },
    { shape: { kind: 'line', x1: 355, y1: 405, x2: 460, y2: 200, width: 16 }, colour: '#7fd6c8' },
    { shape: { kind: 'circle', cx: 130, cy: 470, r: 34 }, colour: '#e9fbf7' },
    { shape: { kind: 'circle', cx: 250, cy: 375, r: 42 }, colour: '#e9fbf7' },
    { shape: { kind: 'circle', cx: 355, cy: 405, r: 48 }, colour: '#e9fbf7' },
    { shape: { kind: 'circle', cx: 460, cy: 200, r: 92 }, colour: '#ffd166' },
    { shape: { kind: 'ring', cx: 460, cy: 200, r: 56, width: 22 }, colour: '#0f8b7d' },
    { shape: { kind: 'circle', cx: 460, cy: 200, r: 22 }, colour: '#0f8b7d' },
  ],
}

/** Two interlocking blocks in blue and yellow. */
export const PYTHON_ICON: IconDesign = {
  background: '#1f3b57',
  layers: [
    { shape: { kind: 'rect', x: 120, y: 120, w: 240, h: 240, radius: 70 }, colour: '#4b8bbe' },
    { shape: { kind: 'rect', x: 240, y: 240, w: 240, h: 240, radius: 70 }, colour: '#ffd43b' },
    { shape: { kind: 'rect', x: 240, y: 240, w: 120, h: 120, radius: 24 }, colour: '#f2b705' },
    { shape: { kind: 'circle', cx: 190, cy: 190, r: 22 }, colour: '#ffffff' },
    { shape: { kind: 'circle', cx: 410, cy: 410, r: 22 }, colour: '#ffffff' },
  ],
}

/** Lines of code, indented, on JavaScript yellow. */
export const JAVASCRIPT_ICON: IconDesign = {
  background: '#f0d91a',
  layers: [
    { shape: { kind: 'rect', x: 90, y: 90, w: 420, h: 420, radius: 48 }, colour: '#323330' },
    { shape: { kind: 'line', x1: 160, y1: 200, x2: 360, y2: 200, width: 36 }, colour: '#f0d91a' },
    { shape: { kind: 'line', x1: 230, y1: 275, x2: 430, y2: 275, width: 36 }, colour: '#fff7b0' },
    { shape: { kind: 'line', x1: 230, y1: 350, x2: 370, y2: 350, width: 36 }, colour: '#fff7b0' },
    { shape: { kind: 'line', x1: 160, y1: 425, x2: 250, y2: 425, width: 36 }, colour: '#f0d91a' },
    { shape: { kind: 'circle', cx: 430, cy: 425, r: 22 }, colour: '#f0d91a' },
  ],
}

/** A branch leaving the main line and coming back: commits as rings. */
export const GIT_ICON: IconDesign = {
  background: '#e8512f',
  layers: [
    { shape: { kind: 'line', x1: 210, y1: 190, x2: 400, y2: 300, width: 34 }, colour: '#ffd1bf' },
    { shape: { kind: 'line', x1: 400, y1: 300, x2: 210, y2: 410, width: 34 }, colour: '#ffd1bf' },
    { shape: { kind: 'line', x1: 210, y1: 130, x2: 210, y2: 470, width: 34 }, colour: '#fff1ea' },
    { shape: { kind: 'circle', cx: 210, cy: 130, r: 52 }, colour: '#fff1ea' },
    { shape: { kind: 'circle', cx: 210, cy: 130, r: 24 }, colour: '#e8512f' },
    { shape: { kind: 'circle', cx: 210, cy: 470, r: 52 }, colour: '#fff1ea' },
    { shape: { kind: 'circle', cx: 210, cy: 470, r: 24 }, colour: '#e8512f' },
    { shape: { kind: 'circle', cx: 400, cy: 300, r: 56 }, colour: '#ffd1bf' },
    { shape: { kind: 'circle', cx: 400, cy: 300, r: 26 }, colour: '#e8512f' },
  ],
}

const grid = (colours: string[]) =>
  colours.map((colour, i) => ({
    shape: {
      kind: 'rect' as const,
      x: 90 + (i % 3) * 150,
      y: 90 + Math.floor(i / 3) * 150,
      w: 120,
      h: 120,
      radius: 26,
    },
    colour,
  }))

/** A grid of objects, one of them picked out. */
export const OOP_ICON: IconDesign = {
  background: '#5b3f8c',
  layers: [
    ...grid([
      '#8e6cc0',
      '#b9a3e3',
      '#8e6cc0',
      '#b9a3e3',
      '#ffd166',
      '#b9a3e3',
      '#8e6cc0',
      '#b9a3e3',
      '#8e6cc0',
    ]),
    { shape: { kind: 'circle', cx: 300, cy: 300, r: 26 }, colour: '#5b3f8c' },
  ],
}
