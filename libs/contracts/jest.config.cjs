module.exports = { ...require('../../jest.preset.node.cjs'), displayName: 'contracts' };
