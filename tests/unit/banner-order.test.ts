import { expect, test } from 'vitest'
import { placeAt } from '../../src/domain/admin/banner.ts'

test('a banner moved up goes before the one it is dropped on', () => {
  expect(placeAt([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3])
  expect(placeAt([1, 2, 3, 4], 3, 2)).toEqual([1, 3, 2, 4])
})

test('a banner moved down goes after the one it is dropped on', () => {
  expect(placeAt([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4])
  expect(placeAt([1, 2, 3, 4], 2, 4)).toEqual([1, 3, 4, 2])
})

test('a drop on itself or on an unknown id changes nothing', () => {
  expect(placeAt([1, 2, 3], 2, 2)).toEqual([1, 2, 3])
  expect(placeAt([1, 2, 3], 9, 1)).toEqual([1, 2, 3])
  expect(placeAt([1, 2, 3], 1, 9)).toEqual([1, 2, 3])
})
