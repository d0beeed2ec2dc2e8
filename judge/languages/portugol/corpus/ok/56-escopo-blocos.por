programa {
  inteiro x = 100

  funcao mostrar() {
    escreva("global x = ", x, "\n")
  }

  funcao alterar() {
    x = x + 1
  }

  funcao inicio() {
    mostrar()
    alterar()
    mostrar()
    para (inteiro i = 0; i < 2; i++) {
      inteiro dentro = i * 10
      escreva("dentro = ", dentro, "\n")
    }
    para (inteiro i = 5; i < 7; i++) {
      escreva("i = ", i, "\n")
    }
    se (x > 0) {
      cadeia msg = "positivo"
      escreva(msg, "\n")
    } senao {
      cadeia msg = "não positivo"
      escreva(msg, "\n")
    }
    limpa()
    escreva("depois do limpa\n")
  }
}
