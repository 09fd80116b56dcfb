// Builds the lotto-party remote into dist/remotes/lotto-party/<version>/ (REMOTE_VERSION overrides package.json's version).
const { remoteConfig } = require('@drawfront/shared/build/webpack');

module.exports = (_env, argv) => remoteConfig({ dir: __dirname, remote: 'lotto-party', mode: argv.mode });
