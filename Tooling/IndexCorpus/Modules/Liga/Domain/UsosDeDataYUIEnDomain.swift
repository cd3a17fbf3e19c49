// Domain using its own Data and its own UI: a finding each (every kind of reference: UsosDeDataEnUI).
enum UsosDeDataYUIEnDomain {
    static let deData = limiteDeData  // expect: layer.own-feature
    static let deUI = limiteDeUI  // expect: layer.own-feature
}
