// The countdown moved to ui/ (the order's page shows it too, issue 15); checkout keeps its name.
export { HoldCountdown, holdDeadline } from '../../ui/hold-countdown';
