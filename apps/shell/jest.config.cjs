module.exports = require('../../jest.preset.web.cjs').webJestConfig(__dirname);
