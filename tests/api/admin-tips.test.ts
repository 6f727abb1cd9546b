import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { Tip } from '../../src/domain/catalogue.ts'
import type { Page } from '../../src/domain/query-params.ts'
import { UserType } from '../../src/domain/session.ts'
import type { AdminTip } from '../../src/domain/admin/tip.ts'
import type { UploadedImage } from '../../src/domain/uploads.ts'
import { insertTip } from '../factories/index.ts'
import { pictureBytes, uploadForm } from '../factories/upload-files.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, postJson, requestJson, sendJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(async () => {
  await t.reset()
  admin = (await insertSignedInUser(t.db, UserType.admin)).headers
})
afterAll(() => t.close())

const path = '/api/admin/tips'
const list = (query = '') => requestJson<Page<AdminTip>>(t, `${path}${query}`, { headers: admin })
const publicTitles = async () => (await requestJson<Tip[]>(t, '/api/tips')).body.map((tip) => tip.title)

test('creates a tip with an uploaded image; inactive, it leaves the public tips; deleted, it is gone', async () => {
  const uploaded = await requestJson<UploadedImage>(t, '/api/admin/uploads/images', {
    method: 'POST',
    headers: admin,
    body: uploadForm(await pictureBytes(800, 600), 'mala.jpg', 'image/jpeg', { alt: 'Mala aberta' }),
  })
  const created = await postJson<AdminTip>(t, path, { title: 'Mala de mão: o que levar', text: 'Remédios, um casaco e os documentos.', image: uploaded.body.image }, admin)
  expect(created.status).toBe(201)
  expect(created.body).toEqual({
    id: expect.any(Number),
    slug: 'mala-de-mao-o-que-levar',
    title: 'Mala de mão: o que levar',
    text: 'Remédios, um casaco e os documentos.',
    image: uploaded.body.image,
    active: true,
  })
  expect(await publicTitles()).toEqual(['Mala de mão: o que levar'])
  const [publicTip] = (await requestJson<Tip[]>(t, '/api/tips')).body
  expect(publicTip!.image).toEqual({ url: uploaded.body.url, widths: uploaded.body.widths, alt: 'Mala aberta' })

  const hidden = await sendJson<AdminTip>(t, 'PUT', `${path}/${created.body.id}`, { ...created.body, title: 'Bagagem de mão', active: false }, admin)
  expect(hidden.body).toMatchObject({ slug: 'mala-de-mao-o-que-levar', title: 'Bagagem de mão', active: false })
  expect(await publicTitles()).toEqual([])

  expect((await t.app.request(`${path}/${created.body.id}`, { method: 'DELETE', headers: admin })).status).toBe(204)
  expect((await list()).body.total).toBe(0)
  const audit = await requestJson<Page<AuditEntry>>(t, `/api/admin/audit?entity=tip&entityId=${created.body.id}`, { headers: admin })
  expect(audit.body.items.map((entry) => entry.action)).toEqual(['delete', 'update', 'create'])
  expect(audit.body.items[1]!.changes).toEqual({ title: ['Mala de mão: o que levar', 'Bagagem de mão'], active: [true, false] })
})

test('a tip created inactive never reaches the public list', async () => {
  await postJson(t, path, { title: 'Rascunho de dica', text: 'Ainda não.', active: false }, admin)
  await postJson(t, path, { title: 'Dica publicada', text: 'Já pode.' }, admin)
  expect(await publicTitles()).toEqual(['Dica publicada'])
})

test('validates title, text, image and the flag; a title whose slug is taken is a 409', async () => {
  expectApiError(await postJson(t, path, {}, admin), 400, ['title', 'text'])
  expectApiError(await postJson(t, path, { title: 'Oi', text: 'x'.repeat(4001), active: 'yes' }, admin), 400, ['title', 'text', 'active'])
  expectApiError(await postJson(t, path, { title: 'Com imagem falsa', text: 'Texto.', image: { key: '../../etc/passwd', widths: {}, alt: '' } }, admin), 400, ['image.key'])
  expectApiError(await postJson(t, path, { title: '???', text: 'Texto.' }, admin), 400, ['title'])

  await postJson(t, path, { title: 'Câmbio antes de viajar', text: 'Compare as taxas.' }, admin)
  expectApiError(await postJson(t, path, { title: 'cambio antes de viajar!', text: 'Outra.' }, admin), 409, ['title'])
})

test('pages, sorts by title and by the flag, and searches title and text', async () => {
  await insertTip(t.db, { title: 'Seguro viagem', text: 'Obrigatório na Europa.' })
  await insertTip(t.db, { title: 'Água e protetor', text: 'Leve sempre.', active: false })
  await insertTip(t.db, { title: 'Bagagem', text: 'Até 23 kg.' })

  expect((await list()).body.items.map((tip) => tip.title)).toEqual(['Água e protetor', 'Bagagem', 'Seguro viagem'])
  expect((await list('?sort=-title&pageSize=2&page=2')).body).toMatchObject({ total: 3, items: [{ title: 'Água e protetor' }] })
  expect((await list('?sort=active&pageSize=1')).body.items.map((tip) => tip.title)).toEqual(['Água e protetor'])
  expect((await list('?q=europa')).body.items.map((tip) => tip.title)).toEqual(['Seguro viagem'])
})

test('an unknown id is a 404', async () => {
  expectApiError(await sendJson(t, 'PUT', `${path}/999999`, { title: 'Nova dica', text: 'Texto.' }, admin), 404)
  expectApiError(await sendJson(t, 'DELETE', `${path}/999999`, undefined, admin), 404)
})
