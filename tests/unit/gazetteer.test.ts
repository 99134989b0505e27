import { describe, expect, it } from 'vitest'
import { findPlace, searchGazetteer } from '#server/services/maps/gazetteer.ts'

describe('offline gazetteer', () => {
  it('"Lek" finds Lekki in Lagos first; "Garki" finds the Abuja district', () => {
    const lek = searchGazetteer('Lek')
    expect(lek[0]?.description).toMatch(/^Lekki/)
    expect(lek.every((p) => /Lagos/.test(`${p.description} ${p.secondary}`))).toBe(true)
    const garki = searchGazetteer('garki')
    expect(garki.map((p) => p.description)).toContain('Garki, Abuja')
  })
  it('tolerates spellings and case; two letters find nothing', () => {
    expect(searchGazetteer('portharcourt')[0]?.name).toMatch(/Port Harcourt/)
    expect(searchGazetteer('  IBADAN ')[0]?.name).toMatch(/Ibadan/)
    expect(searchGazetteer('Ik')).toEqual([])
  })
  it('lists a place once when a district and a town read the same (Ikeja, Lagos)', () => {
    const labels = searchGazetteer('Ikeja').map((p) => `${p.description} · ${p.secondary}`)
    expect(labels.filter((label) => label === 'Ikeja, Lagos · Lagos State')).toHaveLength(1)
    expect(new Set(labels).size).toBe(labels.length)
  })
  it('terminals, towns and states have stable ids with coordinates', () => {
    const jibowu = findPlace('terminal:1')
    expect(jibowu?.name).toBe('Lagos (Jibowu)')
    expect(findPlace('district:garki:abuja')?.latitude).toBeCloseTo(9.03, 1)
    expect(findPlace('state:kano')?.kind).toBe('state')
    expect(findPlace('town:nowhere:lagos')).toBeUndefined()
  })
})
