import Foundation
import Testing

/// The SDK stand-ins test themselves: a sample app as a generator would write it must build warning-free and run,
/// and a broken one must fail with the platform's own messages (Tests/Fixtures/sdk/*/README.md). A stand-in more
/// lenient than the SDK would let generated code pass that a device rejects.
@Suite(.serialized) struct StubSelfTests {
    @Test func uikitStandInsPassTheirSamplesAndChecks() throws {
        let run = try runTool("env", [try IOSBuild.scriptEnvironment(), "bash", iosSDK.appendingPathComponent("run-sample.sh").path], timeout: 300)
        #expect(run.status == 0 && run.output.contains("all checks passed"), "\(run.output)")
    }

    @Test func androidStubsPassTheirSamples() throws {
        let run = try runTool("bash", [androidSDK.appendingPathComponent("run-sample.sh").path], timeout: 300)
        #expect(run.status == 0 && run.output.contains("good sample passed, broken sample failed as expected"), "\(run.output)")
    }
}
