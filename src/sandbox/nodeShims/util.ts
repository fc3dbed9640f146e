/** 旧版 parse5 和 htmlparser2 在加载时用 util.inherits 建立原型链；与 Node 的实现相同。 */
export function inherits(constructor: { prototype: object }, superConstructor: { prototype: object }): void {
  Object.defineProperty(constructor, 'super_', { value: superConstructor, writable: true, configurable: true });
  Object.setPrototypeOf(constructor.prototype, superConstructor.prototype);
}
