/** 校本资料 (/schoolmaterials) and 校本资料装订 (/paperbinding). */
export { MaterialsPage } from './components/materials-page';
export { BindingPage } from './components/binding-page';
