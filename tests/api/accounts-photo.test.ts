import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as messages from '#shared/domain/messages.ts'
import { createHarness, type Harness } from './harness.ts'
import { signUp } from './accounts-helpers.ts'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3])
const GIF = new TextEncoder().encode('GIF89a....')

function upload(headers: Record<string, string>, bytes: Uint8Array<ArrayBuffer>, name = 'me.png') {
  const form = new FormData()
  form.append('file', new File([bytes], name, { type: 'image/png' }))
  return h.app.request('/api/onboarding/customer/updatephoto', {
    method: 'POST',
    body: form,
    headers,
  })
}

describe('profile photo', () => {
  it('stores a png, serves it from its URL and shows it in the profile', async () => {
    const { headers } = await signUp(h)
    const res = await upload(headers, PNG)
    const body = await res.json()
    expect(res.status).toBe(200)
    expect(body.shortDescription).toBe(messages.photoUploaded)
    expect(body.data.image).toMatch(/^\/api\/onboarding\/customer\/photo\/[0-9a-f]{32}$/)
    const photo = await h.app.request(body.data.image)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG)
    const profile = await h.call('GET', '/api/onboarding/customer/profile', undefined, headers)
    expect(profile.body.data.Image).toBe(body.data.image)
  })

  it('judges the type by content: a gif is fine, text named .png is not', async () => {
    const { headers } = await signUp(h)
    expect((await upload(headers, GIF, 'x.gif')).status).toBe(200)
    const fake = await upload(headers, new TextEncoder().encode('<svg onload=alert(1)>'))
    expect(fake.status).toBe(400)
    expect((await fake.json()).shortDescription).toBe(messages.selectImage)
  })

  it('refuses a missing file, a non-multipart body and a file over 2 MB', async () => {
    const { headers } = await signUp(h)
    const empty = await h.app.request('/api/onboarding/customer/updatephoto', {
      method: 'POST',
      body: new FormData(),
      headers,
    })
    expect(empty.status).toBe(400)
    const json = await h.call(
      'POST',
      '/api/onboarding/customer/updatephoto',
      { file: 'x' },
      headers,
    )
    expect(json.status).toBe(400)
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(PNG)
    expect((await upload(headers, big)).status).toBe(413)
  })

  it('says the photo is too big for one straight from a phone camera (over 3 MB)', async () => {
    // Refused at the edge's upload limit it said 'The request is too large.'
    const { headers } = await signUp(h)
    const camera = new Uint8Array(4 * 1024 * 1024)
    camera.set(PNG)
    const res = await upload(headers, camera)
    expect(res.status).toBe(413)
    expect((await res.json()).shortDescription).toBe('The photo must be 2 MB or smaller.')
  })

  it("removes only one's own photo", async () => {
    const a = await signUp(h)
    const b = await signUp(h)
    const image = (await (await upload(a.headers, PNG)).json()).data.image
    const path = (id: number) => `/api/onboarding/api/customers/removeCustomerPhoto/${id}`
    const theirs = await h.call('DELETE', path(a.data.CustomersId), undefined, b.headers)
    expect(theirs.status).toBe(403)
    expect((await h.app.request(image)).status).toBe(200)
    const mine = await h.call('DELETE', path(a.data.CustomersId), undefined, a.headers)
    expect(mine.status).toBe(200)
    expect((await h.app.request(image)).status).toBe(404)
    const profile = await h.call('GET', '/api/onboarding/customer/profile', undefined, a.headers)
    expect(profile.body.data.Image).toBeNull()
  })

  it('needs a session to upload, and a guessed photo id finds nothing', async () => {
    const res = await upload({}, PNG)
    expect(res.status).toBe(401)
    expect((await h.call('GET', '/api/onboarding/customer/photo/1')).status).toBe(404)
    const guess = '0123456789abcdef0123456789abcdef'
    expect((await h.call('GET', `/api/onboarding/customer/photo/${guess}`)).status).toBe(404)
  })
})

describe("another customer's account", () => {
  it('is never what a token reaches: every call acts on the bearer', async () => {
    const a = await signUp(h)
    const b = await signUp(h)
    const profile = await h.call('GET', '/api/onboarding/customer/profile', undefined, b.headers)
    expect(profile.body.data.CustomersId).toBe(b.data.CustomersId)
    // Naming A's phone in B's update is refused, and A is unchanged.
    const update = {
      firstName: 'Mallory',
      sex: 1,
      nextOfKinName: 'X',
      nextOfKinMobile: '08090000001',
      mobile: a.phone.local,
    }
    expect(
      (await h.call('POST', '/api/onboarding/customer/Update', update, b.headers)).status,
    ).toBe(400)
    const aProfile = await h.call('GET', '/api/onboarding/customer/profile', undefined, a.headers)
    expect(aProfile.body.data.FirstName).toBeNull()
  })
})
