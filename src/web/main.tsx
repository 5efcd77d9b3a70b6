// React and its renderer are evaluated in this module's task, the app in a task after it (./start): evaluated
// together they made one long task before hydration could yield.
import 'react-dom/client';
import './styles/index.css';

setTimeout(() => void import('./start'));
