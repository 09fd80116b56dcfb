// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// CI runs the API suites beside these on two cores, so a page's lazy load can take longer than
// Testing Library's default one second; findBy*/waitFor still fail, only later. A test that
// times out at 5 s is a real failure, not a slow machine.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
