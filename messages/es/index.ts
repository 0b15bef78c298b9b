// One JSON file per namespace (a feature's strings); the namespaces and their keys are the same in every language.
import common from './common.json';
import onboarding from './onboarding.json';
import welcome from './welcome.json';
import registration from './registration.json';
import settings from './settings.json';
import mfa from './mfa.json';
import privacy from './privacy.json';
import support from './support.json';
import feedback from './feedback.json';
import learn from './learn.json';
import recipes from './recipes.json';
import tips from './tips.json';
import evaluations from './evaluations.json';
import surveys from './surveys.json';
import leaderboard from './leaderboard.json';
import sso from './sso.json';
import pushPrompt from './pushPrompt.json';
import impersonation from './impersonation.json';
import errorPages from './errorPages.json';

const messages = { common, onboarding, welcome, registration, settings, mfa, privacy, support, feedback, learn, recipes, tips, evaluations, surveys, leaderboard, sso, pushPrompt, impersonation, errorPages };
export default messages;
