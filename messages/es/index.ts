// One JSON file per namespace (a feature's strings); the namespaces and their keys are the same in every language.
import common from './common.json';

const messages = { common };
export default messages;
