import Foundation
import PortToLinux

// diffbench-port: the port step as a command. Exit statuses: 0 ported cleanly, 1 ported with
// something left that Linux will not compile (named), 2 bad input (a one-line error).
PortCommand.main(Array(CommandLine.arguments.dropFirst()))
