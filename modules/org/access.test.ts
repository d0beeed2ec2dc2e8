import { describe, expect, it } from 'vitest'
import {
  CLASS_PAGES,
  type ClassPage,
  type ClassRelation,
  ORG_PAGES,
  type OrgPage,
  type OrgRelation,
  mayOpenClassPage,
  mayOpenOrgPage,
} from './access'

// Every page × every relation, written out: a rule that changes must change here too.
const ORG_RELATIONS: OrgRelation[] = ['admin', 'manager', 'professor', 'student', 'outsider']
const ORG_EXPECTED: Record<OrgPage, string> = {
  //            admin manager professor student outsider
  'org.area': 'YYNNN',
  'org.members': 'YYNNN',
  'org.invite': 'YYNNN',
  'org.remove': 'YYNNN',
  'class.create': 'YYYNN',
  'org.seats.buy': 'NYNNN',
}

const CLASS_RELATIONS: ClassRelation[] = ['admin', 'manager', 'owner', 'professor', 'student', 'outsider']
const CLASS_EXPECTED: Record<ClassPage, string> = {
  //                admin manager owner professor student outsider
  'class.view': 'YYYNYN',
  'class.edit': 'YYYNNN',
  'class.members': 'YYYNNN',
  'list.view': 'YYYNYN',
  'list.edit': 'YYYNNN',
  grid: 'YYYNNN',
  'journey.any': 'YYYNNN',
  'journey.own': 'YYYNYN',
  report: 'YYYNNN',
  'weekly.fill': 'NNNNYN',
  'weekly.answers': 'YYYNNN',
  'weekly.config': 'YYYNNN',
  discussion: 'YYYNYN',
  'calendar.token': 'YYYNYN',
}

describe('org permission rules', () => {
  it('lists every page once in the expectations', () => {
    expect(Object.keys(ORG_EXPECTED).sort()).toEqual([...ORG_PAGES].sort())
    expect(Object.keys(CLASS_EXPECTED).sort()).toEqual([...CLASS_PAGES].sort())
  })

  for (const page of ORG_PAGES)
    ORG_RELATIONS.forEach((relation, i) => {
      const allowed = ORG_EXPECTED[page][i] === 'Y'
      it(`${page} × ${relation}: ${allowed ? 'opens' : '404'}`, () => {
        expect(mayOpenOrgPage(page, relation)).toBe(allowed)
      })
    })

  for (const page of CLASS_PAGES)
    CLASS_RELATIONS.forEach((relation, i) => {
      const allowed = CLASS_EXPECTED[page][i] === 'Y'
      it(`${page} × ${relation}: ${allowed ? 'opens' : '404'}`, () => {
        expect(mayOpenClassPage(page, relation)).toBe(allowed)
      })
    })
})
