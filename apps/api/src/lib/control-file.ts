/**
 * DATA_DIR/control.json: written by a PGlite server after it listens, removed when it stops. It holds the
 * port and a random token for PUT /internal/maintenance, so `npm run maintenance` can switch a running
 * server that holds the data directory. Mode 0600: only the server's OS user can read it.
 */
export const CONTROL_FILE = 'control.json';

export interface ControlFile {
  port: number;
  token: string;
}
