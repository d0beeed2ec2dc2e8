import { describe, expect, it } from 'vitest'
import { scoresFrom } from './levels.server'
import { categoryProgress, levelFor, medalFor, overallLevel } from './rules'

describe('progress rules', () => {
  it('sums difficulty points per category and caps the score at 100', () => {
    const hard = Array.from({ length: 11 }, (_, i) => ({
      exerciseId: i + 1,
      difficulty: 'hard' as const,
      categories: ['graphs' as const],
    }))
    const scores = scoresFrom([
      ...hard,
      { exerciseId: 50, difficulty: 'very_easy', categories: ['basic', 'strings'] },
      { exerciseId: 51, difficulty: 'medium', categories: ['strings'] },
    ])
    const by = Object.fromEntries(scores.map((s) => [s.category, s]))
    expect(by.graphs).toMatchObject({ score: 100, level: 6, colour: 'red', medal: 'gold', next: null })
    expect(by.strings).toMatchObject({ score: 8, level: 0, colour: 'grey', medal: null, next: 2 })
    expect(by.basic.score).toBe(2)
    expect(by.math).toMatchObject({ score: 0, colour: 'grey', next: 10 })
    expect(scores.map((s) => s.category)).toEqual([
      'basic',
      'general',
      'graphs',
      'math',
      'strings',
      'structures',
      'techniques',
    ])
  })

  it('gives medals at bronze 40, silver 70 and gold 100', () => {
    expect([39, 40, 69, 70, 99, 100].map(medalFor)).toEqual([
      null,
      'bronze',
      'bronze',
      'silver',
      'silver',
      'gold',
    ])
  })

  it('runs the level colours from grey to red at 10, 25, 40, 55, 70 and 100', () => {
    const colour = (score: number) => categoryProgress('basic', score).colour
    expect([0, 9, 10, 24, 25, 39, 40, 54, 55, 69, 70, 99, 100].map(colour)).toEqual([
      'grey',
      'grey',
      'green',
      'green',
      'teal',
      'teal',
      'blue',
      'blue',
      'purple',
      'purple',
      'orange',
      'orange',
      'red',
    ])
    expect(levelFor(55)).toBe(4)
    expect(categoryProgress('basic', 62).next).toBe(8)
  })

  it('derives the overall level from XP as floor(sqrt(xp / 25))', () => {
    expect([0, 24, 25, 99, 100, 224, 225, 2500].map(overallLevel)).toEqual([0, 0, 1, 1, 2, 2, 3, 10])
  })
})
