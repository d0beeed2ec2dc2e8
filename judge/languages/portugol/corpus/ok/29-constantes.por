programa {
  const real TAXA = 0.5
  const inteiro LIMITE = 3
  const cadeia SAUDACAO = "Oi"
  const caracter SEPARADOR = ';'
  const logico DEPURAR = falso

  funcao inicio() {
    const inteiro DOBRO = LIMITE * 2
    para (inteiro i = 1; i <= LIMITE; i++) {
      escreva(SAUDACAO, " ", i, SEPARADOR, " ", i * TAXA, "\n")
    }
    escreva("DOBRO = ", DOBRO, "\n")
    se (nao DEPURAR) {
      escreva("sem depuração\n")
    }
  }
}
