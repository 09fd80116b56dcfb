// Builds the cart-checkout remote into dist/remotes/cart-checkout/<version>/ (REMOTE_VERSION overrides package.json's version).
const { remoteConfig } = require('@drawfront/shared/build/webpack');

module.exports = (_env, argv) => remoteConfig({ dir: __dirname, remote: 'cart-checkout', mode: argv.mode });
