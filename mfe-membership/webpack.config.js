// Builds the membership remote into dist/remotes/membership/<version>/ (REMOTE_VERSION overrides package.json's version).
const { remoteConfig } = require('@drawfront/shared/build/webpack');

module.exports = (_env, argv) => remoteConfig({ dir: __dirname, remote: 'membership', mode: argv.mode });
