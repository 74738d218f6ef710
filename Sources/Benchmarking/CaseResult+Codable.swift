// Coding: one flat object, as every committed run file has it.

extension CaseResult: Codable {
    private enum CommonKeys: String, CodingKey {
        case id, kind, n, sections, ids, medianSeconds, minSeconds, maxSeconds, nsPerItem, bytesAllocated, peakResidentBytes,
             instructions, instructionProfile, samples, floorSamples
        /// Present only in a load group's `…/max` case: what tells it from a fixed-rate one.
        case maxRateAtFrameBudgetHz
    }

    /// Reads a case of `diffbench.run/1` or `/2` (the profile and the repetitions are optional, so
    /// files written before them read as they did): its kind's figures are decoded from the same object
    /// and a missing one fails with its coding path (`cases[3].scaling`), as does an id that does not
    /// parse (`cases[3].id`, with the parser's reason).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CommonKeys.self)
        id = try c.decode(CaseID.self, forKey: .id)
        n = try c.decode(Int.self, forKey: .n)
        sections = try c.decode(Int.self, forKey: .sections)
        ids = try c.decode(String.self, forKey: .ids)
        medianSeconds = try c.decode(Double.self, forKey: .medianSeconds)
        minSeconds = try c.decode(Double.self, forKey: .minSeconds)
        maxSeconds = try c.decode(Double.self, forKey: .maxSeconds)
        nsPerItem = try c.decode(Double.self, forKey: .nsPerItem)
        bytesAllocated = try c.decodeIfPresent(Int.self, forKey: .bytesAllocated)
        peakResidentBytes = try c.decode(Int.self, forKey: .peakResidentBytes)
        instructions = try c.decodeIfPresent(Int.self, forKey: .instructions)
        instructionProfile = try c.decodeIfPresent(InstructionProfile.self, forKey: .instructionProfile)
        samples = try c.decodeIfPresent([Double].self, forKey: .samples)
        floorSamples = try c.decodeIfPresent([Double].self, forKey: .floorSamples)
        switch try c.decode(CaseKind.self, forKey: .kind) {
        case .build: figures = .build(try BuildFigures(from: decoder))
        case .diff: figures = .diff(try DiffFigures(from: decoder))
        case .validate: figures = .validate(try ValidateFigures(from: decoder))
        case .pipeline: figures = .pipeline(try PipelineFigures(from: decoder))
        case .soak: figures = .soak(try SoakFigures(from: decoder))
        case .load:
            figures = c.contains(.maxRateAtFrameBudgetHz)
                ? .rateSearch(try RateSearchFigures(from: decoder)) : .load(try LoadFigures(from: decoder))
        }
    }

    /// Writes the common fields, `kind`, and the kind's figures into one object.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CommonKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(kind, forKey: .kind)
        try c.encode(n, forKey: .n)
        try c.encode(sections, forKey: .sections)
        try c.encode(ids, forKey: .ids)
        try c.encode(medianSeconds, forKey: .medianSeconds)
        try c.encode(minSeconds, forKey: .minSeconds)
        try c.encode(maxSeconds, forKey: .maxSeconds)
        try c.encode(nsPerItem, forKey: .nsPerItem)
        try c.encodeIfPresent(bytesAllocated, forKey: .bytesAllocated)
        try c.encode(peakResidentBytes, forKey: .peakResidentBytes)
        try c.encodeIfPresent(instructions, forKey: .instructions)
        try c.encodeIfPresent(instructionProfile, forKey: .instructionProfile)
        try c.encodeIfPresent(samples, forKey: .samples)
        try c.encodeIfPresent(floorSamples, forKey: .floorSamples)
        switch figures {
        case let .build(f): try f.encode(to: encoder)
        case let .diff(f): try f.encode(to: encoder)
        case let .validate(f): try f.encode(to: encoder)
        case let .pipeline(f): try f.encode(to: encoder)
        case let .soak(f): try f.encode(to: encoder)
        case let .load(f): try f.encode(to: encoder)
        case let .rateSearch(f): try f.encode(to: encoder)
        }
    }
}

// The load payloads nest their setting in memory and keep it flat on disk.
extension LoadFigures: Codable {
    private enum CodingKeys: String, CodingKey {
        case rateHz, applies, plannedApplies, saturated, latencyP50Seconds, latencyP99Seconds, latencyP999Seconds, latencyMaxSeconds,
             applyQueueBusyFraction, lateFrameShare, roundTrips, editP50Seconds, editP99Seconds
    }

    /// Reads the setting and the fixed-rate figures from one object.
    public init(from decoder: any Decoder) throws {
        group = try LoadGroupFigures(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        rateHz = try c.decode(Double.self, forKey: .rateHz)
        applies = try c.decode(Int.self, forKey: .applies)
        plannedApplies = try c.decode(Int.self, forKey: .plannedApplies)
        saturated = try c.decode(Bool.self, forKey: .saturated)
        latencyP50Seconds = try c.decode(Double.self, forKey: .latencyP50Seconds)
        latencyP99Seconds = try c.decode(Double.self, forKey: .latencyP99Seconds)
        latencyP999Seconds = try c.decodeIfPresent(Double.self, forKey: .latencyP999Seconds)
        latencyMaxSeconds = try c.decode(Double.self, forKey: .latencyMaxSeconds)
        applyQueueBusyFraction = try c.decode(Double.self, forKey: .applyQueueBusyFraction)
        lateFrameShare = try c.decode(Double.self, forKey: .lateFrameShare)
        roundTrips = try c.decodeIfPresent(Bool.self, forKey: .roundTrips)
        editP50Seconds = try c.decodeIfPresent(Double.self, forKey: .editP50Seconds)
        editP99Seconds = try c.decodeIfPresent(Double.self, forKey: .editP99Seconds)
    }

    /// Writes the setting and the figures into one object.
    public func encode(to encoder: any Encoder) throws {
        try group.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rateHz, forKey: .rateHz)
        try c.encode(applies, forKey: .applies)
        try c.encode(plannedApplies, forKey: .plannedApplies)
        try c.encode(saturated, forKey: .saturated)
        try c.encode(latencyP50Seconds, forKey: .latencyP50Seconds)
        try c.encode(latencyP99Seconds, forKey: .latencyP99Seconds)
        try c.encodeIfPresent(latencyP999Seconds, forKey: .latencyP999Seconds)
        try c.encode(latencyMaxSeconds, forKey: .latencyMaxSeconds)
        try c.encode(applyQueueBusyFraction, forKey: .applyQueueBusyFraction)
        try c.encode(lateFrameShare, forKey: .lateFrameShare)
        try c.encodeIfPresent(roundTrips, forKey: .roundTrips)
        try c.encodeIfPresent(editP50Seconds, forKey: .editP50Seconds)
        try c.encodeIfPresent(editP99Seconds, forKey: .editP99Seconds)
    }
}

extension RateSearchFigures: Codable {
    private enum CodingKeys: String, CodingKey {
        case maxRateAtFrameBudgetHz, maxRateIsLowerBound, rateProbes, latencyP99Seconds
    }

    /// Reads the setting and the search's figures from one object.
    public init(from decoder: any Decoder) throws {
        group = try LoadGroupFigures(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        maxRateAtFrameBudgetHz = try c.decode(Double.self, forKey: .maxRateAtFrameBudgetHz)
        maxRateIsLowerBound = try c.decode(Bool.self, forKey: .maxRateIsLowerBound)
        rateProbes = try c.decode([String].self, forKey: .rateProbes)
        latencyP99Seconds = try c.decodeIfPresent(Double.self, forKey: .latencyP99Seconds)
    }

    /// Writes the setting and the figures into one object.
    public func encode(to encoder: any Encoder) throws {
        try group.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(maxRateAtFrameBudgetHz, forKey: .maxRateAtFrameBudgetHz)
        try c.encode(maxRateIsLowerBound, forKey: .maxRateIsLowerBound)
        try c.encode(rateProbes, forKey: .rateProbes)
        try c.encodeIfPresent(latencyP99Seconds, forKey: .latencyP99Seconds)
    }
}
