/// Waits until `condicion` holds, letting other work run between checks: for what a test cannot
/// observe otherwise (an object released by a task that is ending). The answer never depends on how
/// many turns it takes, only on the condition; the test's time limit ends a wait that never comes.
@MainActor
public func hastaQue(_ condicion: () -> Bool) async {
    while !condicion() {
        await Task.yield()
    }
}
