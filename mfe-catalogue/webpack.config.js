// Builds the catalogue remote into dist/remotes/catalogue/<version>/ (REMOTE_VERSION overrides package.json's version).
const { remoteConfig } = require('@drawfront/shared/build/webpack');

module.exports = (_env, argv) => remoteConfig({ dir: __dirname, remote: 'catalogue', mode: argv.mode });
