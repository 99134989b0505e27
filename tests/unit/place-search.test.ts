import { describe, expect, it } from 'vitest'
import rows from '#shared/data/ng-places.json' with { type: 'json' }
import { searchPlaces, type PlaceRow } from '#shared/domain/place-search.ts'

const places = rows as unknown as PlaceRow[]

describe('searchPlaces', () => {
  it('finds Nigerian towns by the start of their name, case and accents aside', () => {
    const found = searchPlaces(places, '  ogbo')
    expect(found[0]).toMatchObject({ name: 'Ogbomoso', state: 'Oyo', label: 'Ogbomoso, Oyo' })
    expect(found[0]!.latitude).toBeCloseTo(8.13, 1)
  })

  it('puts whole-name matches before a word inside a name and before the state', () => {
    const names = searchPlaces(places, 'lagos', 20).map((p) => p.label)
    expect(names[0]).toBe('Lagos, Lagos')
    expect(names).toContain('Ikeja, Lagos')
  })

  it('finds nothing for fewer than two characters or a place outside Nigeria', () => {
    expect(searchPlaces(places, 'o')).toEqual([])
    expect(searchPlaces(places, 'Accra')).toEqual([])
  })

  it('keeps to the limit', () => {
    expect(searchPlaces(places, 'ab', 3)).toHaveLength(3)
  })
})
