import { expect, it } from 'vitest'
import { clientKey } from '../hash'
import { SITE } from './helpers'

// One client's flood from many addresses of its /64: contact.test.ts (the rate limit) and
// stats.test.ts (the day's ceiling, a visitor).
const keyOf = (address: string) =>
  clientKey(new Request(SITE, { headers: { 'CF-Connecting-IP': address } }))

it.each([
  ['192.0.2.7', '192.0.2.7'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
  ['2001:db8::', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['::ffff:192.0.2.7', '192.0.2.7'],
  ['::FFFF:c000:0207', '192.0.2.7'],
  ['2001:db8:1:2:3:4:192.0.2.7', '2001:db8:1:2::/64'],
  ['not an address', 'not an address'],
])('keys a client, as the platform can tell it apart: %s as %s', (address, key) => {
  expect(keyOf(address)).toBe(key)
})
