/**
 * irrigo/explicit-route-access: no endpoint left unguarded by accident (CONVENTIONS.md, after twenty).
 *
 * nest-kit's AccessGuard treats a route without an access decorator as "signed-in user required", which is
 * safe but says nothing to a reader, and a route that was meant to be restricted looks the same as one that
 * was meant to be open. So every route of a @Controller class names its access, on the method or on the
 * class, with exactly one of nest-kit's decorators:
 *   @SignedIn()  any signed-in user       @Roles(...)  a signed-in user with one of these roles
 *   @AnyAccount()  any signed-in account, even one without a role yet (role selection)
 *   @Public()    anyone via the gateway   @Internal()  another Irrigo service   @Probe()  anyone at all
 * @Roles together with @Public, @Internal or @Probe is a contradiction: those routes never check roles, so
 * the restriction would be silently ignored. @Roles with @AnyAccount is one too: no account without a role
 * could ever pass the roles, so the route would not be what @AnyAccount says.
 */

/** Nest's route decorators (@nestjs/common). */
const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Head', 'Options', 'Search']);
/** nest-kit's access decorators (libs/nest-kit/src/identity/access.decorators.ts). */
const ACCESS_DECORATORS = new Set(['SignedIn', 'Roles', 'AnyAccount', 'Public', 'Internal', 'Probe']);
/** Kinds of access under which AccessGuard never looks at roles. */
const ROLELESS_ACCESS = new Set(['Public', 'Internal', 'Probe']);

/**
 * The parts of typescript-eslint's AST this rule reads; every field is checked before use.
 * @typedef {{ type: string, [field: string]: unknown }} AstNode
 * @typedef {{ node: AstNode, name: string, called: boolean, argumentCount: number }} DecoratorUse
 * @typedef {import('eslint').Rule.RuleContext} RuleContext
 * @typedef {import('eslint').Rule.Node} EslintNode
 */

/** @type {import('eslint').Rule.RuleModule} */
export const explicitRouteAccess = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Every route of a Nest controller names exactly one kind of access: @SignedIn, @Roles, @AnyAccount, @Public, @Internal or @Probe.',
    },
    schema: [],
    messages: {
      missing:
        '{{route}} of {{controller}} does not say who may call it: add exactly one of @SignedIn(), @Roles(…), @AnyAccount(), @Public(), @Internal() or @Probe() to the method or the class.',
      several: '{{route}} of {{controller}} has {{found}}: keep exactly one access decorator, on the method or on the class.',
      contradictory:
        '{{route}} of {{controller}} combines @Roles with @{{other}}: a @{{other}} route never checks roles, so the restriction would be silently ignored.',
      rolesBesideAnyAccount:
        '{{route}} of {{controller}} combines @Roles with @AnyAccount: an account without a role never passes @Roles, so the route is not open to it as @AnyAccount says. Keep one of the two.',
      notCalled: '@{{name}} must be called, as @{{name}}(): without the parentheses it sets nothing.',
      noRoles: '@Roles() names no role, so nobody could call the route: list the roles that may.',
    },
  },

  create(context) {
    /** Local name → exported name, so `import { Get as HttpGet }` is still a route decorator. */
    const importedAs = new Map();

    return {
      Program(program) {
        for (const statement of program.body) {
          if (statement.type !== 'ImportDeclaration') continue;
          for (const specifier of statement.specifiers) {
            if (specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier') importedAs.set(specifier.local.name, specifier.imported.name);
          }
        }
      },
      'ClassDeclaration, ClassExpression'(/** @type {EslintNode} */ classNode) {
        checkController(context, /** @type {AstNode} */ (/** @type {unknown} */ (classNode)), importedAs);
      },
    };
  },
};

/**
 * @param {RuleContext} context
 * @param {AstNode} classNode
 * @param {Map<string, string>} importedAs
 */
function checkController(context, classNode, importedAs) {
  const classDecorators = decoratorsOf(classNode, importedAs);
  if (!classDecorators.some((decorator) => decorator.name === 'Controller')) return;

  const classAccess = accessDecorators(context, classDecorators);
  const controller = nameOf(classNode['id']) ?? 'an anonymous controller';
  const body = classNode['body'];
  const members = isNode(body) && Array.isArray(body['body']) ? body['body'] : [];

  for (const member of members) {
    if (!isNode(member) || member.type !== 'MethodDefinition') continue;
    const methodDecorators = decoratorsOf(member, importedAs);
    const route = methodDecorators.find((decorator) => ROUTE_DECORATORS.has(decorator.name));
    if (!route) continue;

    const access = [...accessDecorators(context, methodDecorators), ...classAccess];
    const data = { route: `${route.name.toUpperCase()} route \`${memberName(member)}\``, controller };
    const roles = access.find((decorator) => decorator.name === 'Roles');
    const roleless = access.find((decorator) => ROLELESS_ACCESS.has(decorator.name));
    const anyAccount = access.find((decorator) => decorator.name === 'AnyAccount');

    if (access.length === 0) report(context, route.node, 'missing', data);
    else if (roles && roleless) report(context, route.node, 'contradictory', { ...data, other: roleless.name });
    else if (roles && anyAccount) report(context, route.node, 'rolesBesideAnyAccount', data);
    else if (access.length > 1) report(context, route.node, 'several', { ...data, found: access.map((decorator) => `@${decorator.name}`).join(', ') });
  }
}

/**
 * The access decorators among these, reporting the ones that cannot work (not called, no role named).
 * @param {RuleContext} context
 * @param {DecoratorUse[]} decorators
 * @returns {DecoratorUse[]} those that count
 */
function accessDecorators(context, decorators) {
  const counted = [];
  for (const decorator of decorators) {
    if (!ACCESS_DECORATORS.has(decorator.name)) continue;
    if (!decorator.called) {
      report(context, decorator.node, 'notCalled', { name: decorator.name });
      continue;
    }
    if (decorator.name === 'Roles' && decorator.argumentCount === 0) report(context, decorator.node, 'noRoles', {});
    counted.push(decorator);
  }
  return counted;
}

/**
 * @param {AstNode} node a class or a method
 * @param {Map<string, string>} importedAs
 * @returns {DecoratorUse[]}
 */
function decoratorsOf(node, importedAs) {
  const decorators = Array.isArray(node['decorators']) ? node['decorators'] : [];
  /** @type {DecoratorUse[]} */
  const uses = [];
  for (const decorator of decorators) {
    if (!isNode(decorator) || !isNode(decorator['expression'])) continue;
    const expression = decorator['expression'];
    const called = expression.type === 'CallExpression';
    const target = called ? expression['callee'] : expression;
    const name = calleeName(target, importedAs);
    if (name === null) continue;
    const argumentCount = called && Array.isArray(expression['arguments']) ? expression['arguments'].length : 0;
    uses.push({ node: decorator, name, called, argumentCount });
  }
  return uses;
}

/**
 * `Get` for `@Get()`, `@HttpGet()` (imported as Get) and `@common.Get()`.
 * @param {unknown} target
 * @param {Map<string, string>} importedAs
 * @returns {string | null}
 */
function calleeName(target, importedAs) {
  if (!isNode(target)) return null;
  if (target.type === 'Identifier' && typeof target['name'] === 'string') return importedAs.get(target['name']) ?? target['name'];
  if (target.type === 'MemberExpression' && target['computed'] !== true) return nameOf(target['property']);
  return null;
}

/**
 * @param {AstNode} member
 * @returns {string}
 */
function memberName(member) {
  const key = member['key'];
  if (member['computed'] === true) return '[computed]';
  if (isNode(key) && key.type === 'Literal') return String(key['value']);
  return nameOf(key) ?? '[unnamed]';
}

/**
 * @param {unknown} node
 * @returns {string | null}
 */
function nameOf(node) {
  return isNode(node) && (node.type === 'Identifier' || node.type === 'PrivateIdentifier') && typeof node['name'] === 'string' ? node['name'] : null;
}

/**
 * @param {unknown} value
 * @returns {value is AstNode}
 */
function isNode(value) {
  return typeof value === 'object' && value !== null && typeof (/** @type {{ type?: unknown }} */ (value).type) === 'string';
}

/**
 * @param {RuleContext} context
 * @param {AstNode} node
 * @param {string} messageId
 * @param {Record<string, string>} data
 */
function report(context, node, messageId, data) {
  context.report({ node: /** @type {EslintNode} */ (/** @type {unknown} */ (node)), messageId, data });
}
