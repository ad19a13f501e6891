import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A throwaway certificate for 127.0.0.1, made with the `openssl` command (Node's crypto can make
 * keys but not certificates). It is its own CA, so a client that trusts it (NODE_EXTRA_CA_CERTS)
 * verifies the connection like any other. It lives for a day in a temporary folder.
 */
export function makeSelfSignedCert() {
  const dir = mkdtempSync(join(tmpdir(), 'observatory-tls-'))
  const keyPath = join(dir, 'key.pem')
  const certPath = join(dir, 'cert.pem')
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-keyout', keyPath, '-out', certPath, '-days', '1', '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
        ...['-addext', 'basicConstraints=critical,CA:TRUE'],
        ...['-addext', 'keyUsage=critical,digitalSignature,keyCertSign'],
        ...['-addext', 'extendedKeyUsage=serverAuth'],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`Could not make a test certificate with openssl (is it installed?): ${error}`)
  }
  return {
    key: readFileSync(keyPath),
    cert: readFileSync(certPath),
    certPath,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
