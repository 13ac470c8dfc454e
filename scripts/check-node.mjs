/**
 * Prints the Node.js version npm scripts run on and fails unless it is the pinned LTS major.
 * npm scripts put node_modules/.bin first on PATH, where the `node` package installs Node 24, so this
 * checks that the pin took effect even on a machine whose own Node is older.
 */
const PINNED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
console.log(`node ${process.version} (${process.execPath})`);
if (major !== PINNED_MAJOR) {
  console.error(
    `Expected Node ${PINNED_MAJOR} LTS from node_modules/.bin (the npm "node" package); got ${process.version}. Run npm install.`,
  );
  process.exit(1);
}
