/// Declared in Liga/UI, for Liga's Domain and Copa's Domain (every kind of reference: UsosDeDataEnUI).
public let limiteDeUI = 3
