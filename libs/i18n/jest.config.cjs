const { webJestConfig } = require('../../jest.preset.web.cjs');

module.exports = webJestConfig(__dirname);
